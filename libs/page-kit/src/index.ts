// @mall/page-kit: what every page is made of, above ui and gateway-client and below the domain libs
// (ARCHITECTURE §2). See README.md for what is where.
export {};
