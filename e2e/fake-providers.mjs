// Local stand-ins for the outside services the server talks to (the Kick channel API, Kick OAuth
// and Kick's webhook signing key), so end-to-end tests need no internet. Listens on
// 127.0.0.1:$FAKE_PORT.
import { createServer } from 'node:http';
import { createHash, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';

const port = Number(process.env.FAKE_PORT ?? 8092);
const codes = new Map(); // code -> { challenge, redirect_uri }
// Kick signs its webhook deliveries with this key; the server fetches it from /kick/api/public-key.
const kickKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kickPublicKey = kickKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const readBody = (req) =>
  new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

createServer(async (req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${port}`);
  if (url.pathname === '/healthz') return json(res, 200, { ok: true });

  const channel = url.pathname.match(/^\/api\/v2\/channels\/([^/]+)$/);
  if (channel) {
    return json(res, 200, {
      slug: channel[1],
      followers_count: 48213,
      user: { username: 'LobbyLive' },
      livestream: {
        is_live: true,
        viewer_count: 1234,
        session_title: 'Bonus hunt night — 40 bonuses opening!',
      },
    });
  }

  if (url.pathname === '/kick/oauth/authorize') {
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      challenge: url.searchParams.get('code_challenge'),
      redirect_uri: url.searchParams.get('redirect_uri'),
    });
    const back = new URL(url.searchParams.get('redirect_uri'));
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { location: back.toString() });
    return res.end();
  }
  if (url.pathname === '/kick/oauth/token' && req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const entry = codes.get(form.get('code'));
    codes.delete(form.get('code'));
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!entry || entry.challenge !== challenge) return json(res, 400, { error: 'invalid_grant' });
    return json(res, 200, {
      access_token: 'kick-e2e-token',
      token_type: 'Bearer',
      expires_in: 3600,
    });
  }
  if (url.pathname === '/kick/public/v1/users') {
    if (req.headers.authorization !== 'Bearer kick-e2e-token')
      return json(res, 401, { message: 'Unauthorized' });
    return json(res, 200, { data: [{ user_id: 777001, name: 'KickViewer42' }] });
  }
  if (url.pathname === '/kick/api/public-key')
    return json(res, 200, { data: { public_key: kickPublicKey } });
  // What Kick would deliver to the site's webhook for a viewer's chat message: the body and the
  // signed headers, for a spec to post (Kick cannot reach the test's server by itself).
  if (url.pathname === '/kick/e2e/chat-message' && req.method === 'POST') {
    const { user_id, username, content } = JSON.parse((await readBody(req)) || '{}');
    const body = JSON.stringify({
      message_id: randomUUID(),
      broadcaster: { user_id: 1, username: 'lobbylive' },
      sender: { user_id, username, is_verified: false },
      content,
      emotes: [],
      created_at: new Date().toISOString(),
    });
    const messageId = randomUUID();
    const timestamp = new Date().toISOString();
    const signature = sign(
      'sha256',
      Buffer.from(`${messageId}.${timestamp}.${body}`),
      kickKeys.privateKey,
    ).toString('base64');
    return json(res, 200, {
      body,
      headers: {
        'content-type': 'application/json',
        'kick-event-message-id': messageId,
        'kick-event-message-timestamp': timestamp,
        'kick-event-signature': signature,
        'kick-event-type': 'chat.message.sent',
        'kick-event-version': '1',
      },
    });
  }
  json(res, 404, { message: 'not found' });
}).listen(port, '127.0.0.1', () => console.log(`fake providers on http://127.0.0.1:${port}`));
