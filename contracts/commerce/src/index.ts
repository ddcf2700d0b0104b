// @lobby/contract-commerce — the commerce area's API contract: request schemas (zod) and
// response types shared by the server and the commerce remote. It imports only zod: no browser
// or server dependencies.
export * from './store';
export * from './store-admin';
export * from './vip';
export * from './vip-admin';
