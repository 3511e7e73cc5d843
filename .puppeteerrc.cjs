// pa11y-ci's puppeteer drives Debian's Chromium (/usr/bin/chromium, set in the a11y journey's pa11y
// config): no browser is downloaded at install, which this machine and CI could not reach anyway.
/** @type {import('puppeteer').Configuration} */
module.exports = { skipDownload: true };
