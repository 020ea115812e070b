/** The four subgraphs, their default loopback ports, in composition order. */
export const SUBGRAPHS = [
  { name: 'commerce', port: 4001 },
  { name: 'nutrition', port: 4002 },
  { name: 'recommendation', port: 4003 },
  { name: 'partners', port: 4004 },
] as const;
export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];
