import { buildTestApp, testDialects } from '../../../../test/app';
import type { TestApp } from '../../../../test/app';

describe.each(testDialects())('user profiles (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('finds a member by id or username; private fields only for themself', async () => {
    const byName = await t.app.inject('/api/r/user/SpinWizard');
    expect(byName.statusCode).toBe(200);
    const profile = byName.json().data;
    expect(profile).toMatchObject({ username: 'spinwizard', name: 'Spin Wizard', role: 'member', avatar: '/media/demo/avatar-spinwizard.svg' });
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('time_zone');
    const byId = (await t.app.inject(`/api/r/user/${profile.id}`)).json().data;
    expect(byId).toEqual(profile);

    const me = await t.login('spinwizard');
    const own = (await t.app.inject({ url: '/api/r/user/spinwizard', headers: { cookie: me.cookie } })).json().data;
    expect(own.email).toBe('spinwizard@example.com');
    expect(typeof own.time_zone).toBe('string');
    const other = await t.login('lucky_lou');
    const seen = (await t.app.inject({ url: '/api/r/user/spinwizard', headers: { cookie: other.cookie } })).json().data;
    expect(seen).not.toHaveProperty('email');
  });

  it('answers 404 for an unknown member and 400 for a too long name', async () => {
    const res = await t.app.inject('/api/r/user/nobody_here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'User not found' });
    expect((await t.app.inject('/api/r/user/999999')).statusCode).toBe(404);
    expect((await t.app.inject(`/api/r/user/${'x'.repeat(80)}`)).statusCode).toBe(400);
  });
});
