// The commerce area's test factories, for other areas' tests (lint allows only tests and
// factories to import this file).
export * from './store/factories';
export * from './vip/factories';
