// `npm start`'s server (host/serve.ts). React must run its production build here, and its
// packages read NODE_ENV when they load: set it before anything imports them. The service
// keeps the environment the store was started in (development by default: demo accounts,
// the sandbox bot check), handed over as CAIRN_SERVICE_ENV.
process.env.CAIRN_SERVICE_ENV ??= process.env.NODE_ENV ?? '';
process.env.NODE_ENV = 'production';
await import('./serve.ts');

export {};
