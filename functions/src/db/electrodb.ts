/**
 * ElectroDB's classes from their own modules: the package's index also loads modules the portal never calls
 * (conversions, the schema helpers' re-exports, the Service), and being CommonJS, whatever it loads is in every bundle.
 * Types still come from 'electrodb'.
 */
export { Entity } from 'electrodb/src/entity.js';
export { createWriteTransaction } from 'electrodb/src/transaction.js';
