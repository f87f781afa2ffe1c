export interface Row {
  id: number;
}

export type Insert<T extends Row> = Omit<T, 'id'> & { id?: number };
export type Patch<T extends Row> = Partial<Omit<T, 'id'>>;

/**
 * One table of the in-memory store: rows with a numeric id sequence. Reads hand out copies so a
 * handler can never change the store by accident; only insert/update/remove write.
 */
export class Collection<T extends Row> {
  private rows: T[] = [];
  private nextId = 1;

  constructor(rows: readonly Insert<T>[] = []) {
    rows.forEach((row) => this.insert(row));
  }

  /** Many rows with their ids at once (large seeds): one copy, no per-row duplicate check. */
  static of<T extends Row>(rows: readonly T[]): Collection<T> {
    const collection = new Collection<T>();
    collection.rows = structuredClone([...rows]);
    collection.nextId = rows.reduce((max, row) => Math.max(max, row.id + 1), 1);
    return collection;
  }

  get size(): number {
    return this.rows.length;
  }

  all(): T[] {
    return this.rows.map((row) => structuredClone(row));
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.rows.filter(predicate).map((row) => structuredClone(row));
  }

  find(id: number): T | undefined {
    const row = this.rows.find((r) => r.id === id);
    return row === undefined ? undefined : structuredClone(row);
  }

  findBy(predicate: (row: T) => boolean): T | undefined {
    const row = this.rows.find(predicate);
    return row === undefined ? undefined : structuredClone(row);
  }

  insert(input: Insert<T>): T {
    const id = input.id ?? this.nextId;
    if (this.rows.some((r) => r.id === id)) throw new Error(`duplicate id ${id}`);
    this.nextId = Math.max(this.nextId, id + 1);
    const row = { ...structuredClone(input), id } as T;
    this.rows.push(row);
    return structuredClone(row);
  }

  update(id: number, patch: Patch<T>): T | undefined {
    const index = this.rows.findIndex((r) => r.id === id);
    const current = this.rows[index];
    if (current === undefined) return undefined;
    const next = { ...current, ...structuredClone(patch), id } as T;
    this.rows[index] = next;
    return structuredClone(next);
  }

  remove(id: number): boolean {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.id !== id);
    return this.rows.length < before;
  }

  removeMany(ids: readonly number[]): number {
    const doomed = new Set(ids);
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !doomed.has(r.id));
    return before - this.rows.length;
  }
}
