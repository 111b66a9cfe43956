export default async function tearDownTestDatabase() {
  await globalThis.testDatabases?.stop();
}
