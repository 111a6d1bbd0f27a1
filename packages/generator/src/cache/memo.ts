/** A memoised result and the key of the inputs it was made from. */
export interface Memo<T> {
  key: string;
  value: T;
}
