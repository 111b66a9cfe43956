export default async function tearDownTestDatabase() {
  await globalThis.embeddedTestDatabase?.stop();
}
