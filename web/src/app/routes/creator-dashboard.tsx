export function Component() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Creator Dashboard</h1>
    </main>
  );
}
