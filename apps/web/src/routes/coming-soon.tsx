export function ComingSoon({ title }: { title: string }) {
  return (
    <main className="page">
      <h1>{title}</h1>
      <p>This screen is coming soon.</p>
    </main>
  );
}
