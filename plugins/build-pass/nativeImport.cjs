/* global module */
// Node's own import(), for ES-only packages. Docusaurus loads plugins through jiti, which turns every
// import() in them into require(); this file is loaded by Node's require, so its import() stays native.
module.exports = (specifier) => import(specifier);
