/** URL of the same server's maintenance database (to create and drop test databases). */
export function adminUrl(serverUrl: string): string {
  return databaseUrl(serverUrl, "postgres");
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
