/**
 * TRUST_PROXY (config.ts) as Fastify's `trustProxy` option. A hop count must be spelled as
 * proxy-addr's function: this Fastify takes a plain number as "trust no proxy at all", so the
 * load balancer's address would be every client's and one client could exhaust everyone's limits.
 * With `1`, the socket's peer (the load balancer) is trusted and the address it appended to
 * X-Forwarded-For is the client's; anything a client wrote further left is ignored.
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
