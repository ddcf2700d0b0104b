import { createFailureReporter } from './failure-report';
import type { RemoteFailure } from './failure-report';

describe('createFailureReporter', () => {
  function setup(opts: { maxPerWindow?: number } = {}) {
    let t = 1_000_000;
    const sent: [string, RemoteFailure][] = [];
    const report = createFailureReporter({
      getBasePath: () => '/lobby/',
      send: (url, failure) => sent.push([url, failure]),
      now: () => t,
      windowMs: 60_000,
      ...opts,
    });
    return { report, sent, advance: (ms: number) => (t += ms) };
  }

  it("posts name, version and kind only, under the site's base path", () => {
    const { report, sent } = setup();
    expect(report({ remote: 'support', version: '2.1.0', kind: 'render' })).toBe(true);
    expect(sent).toEqual([
      ['/lobby/api/remotes/failures', { remote: 'support', version: '2.1.0', kind: 'render' }],
    ]);
    expect(Object.keys(sent[0]![1]).sort()).toEqual(['kind', 'remote', 'version']);
  });

  it('sends one report per remote, version and kind per window', () => {
    const { report, sent, advance } = setup();
    report({ remote: 'support', version: '2.1.0', kind: 'render' });
    report({ remote: 'support', version: '2.1.0', kind: 'render' });
    report({ remote: 'support', version: '2.1.0', kind: 'load' });
    report({ remote: 'support', version: '2.0.0', kind: 'render' });
    expect(sent).toHaveLength(3);
    advance(60_000);
    report({ remote: 'support', version: '2.1.0', kind: 'render' });
    expect(sent).toHaveLength(4);
  });

  it('caps the reports of a window in all, and skips versions the server would refuse', () => {
    const { report, sent, advance } = setup({ maxPerWindow: 2 });
    for (let i = 0; i < 5; i++) report({ remote: `r${i}`, version: '1.0.0', kind: 'load' });
    expect(sent).toHaveLength(2);
    expect(report({ remote: 'x', version: 'latest', kind: 'load' })).toBe(false);
    advance(60_000);
    expect(report({ remote: 'r4', version: '1.0.0', kind: 'load' })).toBe(true);
  });

  it('never throws when the report cannot be sent', () => {
    const report = createFailureReporter({
      getBasePath: () => '',
      send: () => {
        throw new Error('no network');
      },
    });
    expect(() => report({ remote: 'a', version: '1.0.0', kind: 'load' })).not.toThrow();
  });
});
