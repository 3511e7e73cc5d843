// The V8 flags each server is started with, by every launcher (npm start, the two-instance cluster,
// the benches), so a measured server runs as a deployed one does.
//
// storefront-server: a render allocates megabytes of short-lived objects (elements, props, loader
// data), and with V8's default 16 MB semi-spaces ten renders at a time filled the young generation
// every few renders and copied the live ones out: 64 MB semi-spaces cut its CPU per uncached render by
// about a third (the collector's share of a profile of / fell from 15% to 4.5%), for up to ~100 MB
// more memory under load.
export const NODE_FLAGS = { 'storefront-server': ['--max-semi-space-size=64'], 'mall-api': [] };

/** The flags of the app whose build is `dist/apps/<app>/main.js`. */
export const nodeFlagsOf = (app) => NODE_FLAGS[app] ?? [];
