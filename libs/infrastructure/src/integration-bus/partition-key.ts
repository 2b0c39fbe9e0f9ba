/**
 * Which partition a key lands on: a stable hash (FNV-1a, 32 bit) modulo the partition count, so every
 * message with the same key (one organisation) goes to the same partition and keeps its order.
 */
export const partitionForKey = (key: string, partitions: number): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
};
