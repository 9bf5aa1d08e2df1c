/**
 * A Map that holds at most `limit` entries, for whatever a server keeps by what clients send (an
 * address, a host, a path, a state): beyond the limit the entry set or refreshed longest ago goes
 * first, so memory stays bounded whatever a client sends. Setting a key again moves it to the end.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly limit: number) {
    super();
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    while (this.size > this.limit) {
      const oldest = this.keys().next();
      if (oldest.done) break;
      super.delete(oldest.value);
    }
    return this;
  }
}
