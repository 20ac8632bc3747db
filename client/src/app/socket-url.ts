/**
 * The graphql-ws URL on the page's own origin (ws: or wss: to match http: or https:). Same origin matters:
 * the browser sends the session cookie on the upgrade request and the server checks the Origin header.
 * Its own module so the GraphiQL page can use it without pulling in Apollo.
 */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
