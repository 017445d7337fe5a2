// Imports the built package the way a plain Node program would (no TypeScript, no bundler, no
// source condition) and exercises one export of each entry point.
import assert from 'node:assert/strict';

const core = await import('@shop/core');
const rules = await import('@shop/core/rules');
const contract = await import('@shop/core/contract');
const client = await import('@shop/core/client');

assert.equal(rules.formatMoney(123450, 'ro'), '1.234,50\u00a0lei');
assert.equal(core.formatMoney, rules.formatMoney);
assert.equal(typeof contract.productSchema?.parse, 'function');
assert.equal(typeof client.createClient, 'function');

console.log(
  `@shop/core dist: ${Object.keys(core).length} exports (rules ${Object.keys(rules).length}, ` +
    `contract ${Object.keys(contract).length}, client ${Object.keys(client).length}) import in plain Node`,
);
