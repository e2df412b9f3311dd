/** Recovery codes, shown once: each signs in once when the authenticator is not at hand. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <p className="text-sm font-medium">Your recovery codes</p>
      <p className="text-xs text-muted-foreground">
        Keep them somewhere safe: each one signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
