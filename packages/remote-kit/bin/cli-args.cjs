// The command line of the kit's commands: node's parseArgs, its errors followed by the usage.
const { parseArgs } = require('node:util');

/**
 * `{ values, positionals }` of `argv` for `options` (node:util parseArgs); prints `usage` and
 * exits on --help / -h.
 */
function parseCommandLine(argv, options, usage) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    throw new Error(`${e.message}\n${usage}`);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** A TCP port given on the command line, as a number. */
function portOption(value) {
  const port = Number(value);
  if (!(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error(`--port must be a port number (1-65535): ${value}`);
  return port;
}

module.exports = { parseCommandLine, portOption };
