// ElectroDB ships no declarations for its inner modules; they are what its index exports.
declare module 'electrodb/src/entity.js' {
  export { Entity } from 'electrodb';
}
declare module 'electrodb/src/transaction.js' {
  export { createWriteTransaction } from 'electrodb';
}
