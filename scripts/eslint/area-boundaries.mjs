// ESLint rule `lobby/area-boundaries`: in server/src, an area never reaches into another area.
//
// A file under server/src/areas/<a>/ may import another area only through that area's public
// faces: its index (`../../<b>` or `../../<b>/index`, what the area exports on purpose) and, from
// tests and factories, its testing.ts (the area's test factories). The core (server/src/core)
// imports no area (its tests only an area's testing.ts): the areas are composed in
// server/src/platform.ts and database.ts.
import path from 'node:path';

const AREA_FACES = new Set(['', 'index', 'index.ts']);
const TEST_FACES = new Set(['testing', 'testing.ts']);
const TEST_FILE = /(\.test\.ts|[\\/]factories\.ts|[\\/]testing\.ts)$/;

/** The part of a path after server/src/, split in segments; null outside server/src. */
function serverSrcSegments(file) {
  const norm = file.split(path.sep).join('/');
  const i = norm.lastIndexOf('/server/src/');
  if (i < 0) return null;
  return norm.slice(i + '/server/src/'.length).split('/');
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'An area imports another area only through its public index; the core imports no area.',
    },
    schema: [],
    messages: {
      crossArea:
        "The {{from}} area must not import '{{source}}' from the {{to}} area's internals: import what {{to}} exports on purpose from its index ('areas/{{to}}'), or move what both need into the core.",
      testingOutsideTests:
        "'{{source}}' is the {{to}} area's test factories: only tests and factories may import it.",
      coreImportsArea:
        "The core must not import an area ('{{source}}'): areas plug into the core through their AreaModule (areas/index.ts, platform.ts).",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = serverSrcSegments(file);
    if (!from) return {};
    const fromArea = from[0] === 'areas' && from.length > 2 ? from[1] : null;
    const fromCore = from[0] === 'core';
    if (!fromArea && !fromCore) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = serverSrcSegments(path.resolve(path.dirname(file), source));
      if (!target || target[0] !== 'areas' || target.length < 2) return;
      const to = target[1];
      const face = target.slice(2).join('/');
      if (fromCore) {
        // The core's tests may make an area's data through its test factories, nothing more.
        if (!(TEST_FACES.has(face) && TEST_FILE.test(file)))
          context.report({ node, messageId: 'coreImportsArea', data: { source } });
        return;
      }
      // The area itself, or areas/index.ts (the list of areas, not an area).
      if (to === fromArea || (target.length === 2 && /^index(\.ts)?$/.test(to))) return;
      if (AREA_FACES.has(face)) return;
      if (TEST_FACES.has(face)) {
        if (!TEST_FILE.test(file))
          context.report({ node, messageId: 'testingOutsideTests', data: { source, to } });
        return;
      }
      context.report({ node, messageId: 'crossArea', data: { source, from: fromArea, to } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { meta: { name: 'lobby' }, rules: { 'area-boundaries': rule } };
