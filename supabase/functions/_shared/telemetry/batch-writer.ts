/** One beacon on its way to collect_telemetry. */
export interface BatchItem {
  /** The keyed hash of the client's address and minute; null when the address is unknown (global cap). */
  address_key: string | null;
  /** The keyed hash of the client's address and UTC day (one visitor); null when the address is unknown. */
  visitor_key?: string | null;
  /** The keyed hash of the beacon's page-load id (absent or null when it names none). */
  load_key?: string | null;
  beacon: unknown;
}

/**
 * What collect_telemetry did with a beacon: true counted, false dropped by a cap, null refused
 * because its page load was never seen begin.
 */
export type StoreResult = boolean | null;

export interface BatchWriterOptions {
  /** Stores a batch; answers one result per item, in order. */
  write(items: BatchItem[]): Promise<StoreResult[]>;
  /** Most items in one call. */
  maxItems: number;
  /** Most JSON characters of items in one call (the REST API's body limit is larger). */
  maxChars: number;
  /** Calls in flight at once; beacons arriving meanwhile wait and go together in the next one. */
  maxInFlight: number;
}

interface Pending {
  item: BatchItem;
  chars: number;
  resolve(result: StoreResult): void;
  reject(error: unknown): void;
}

/**
 * Gathers beacons into batches without a timer: a beacon is written at once when a call slot is
 * free, and the beacons that arrive while the calls run go together in the next call. A quiet
 * site pays no delay; a busy one pays one database transaction per batch, not per beacon.
 */
export function createBatchWriter(options: BatchWriterOptions): (item: BatchItem) => Promise<StoreResult> {
  const queue: Pending[] = [];
  let inFlight = 0;

  const takeBatch = (): Pending[] => {
    let chars = 0;
    let count = 0;
    while (count < queue.length && count < options.maxItems) {
      const next = queue[count]!;
      if (count > 0 && chars + next.chars > options.maxChars) break;
      chars += next.chars;
      count++;
    }
    return queue.splice(0, count);
  };

  const pump = (): void => {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      inFlight++;
      options
        .write(batch.map((p) => p.item))
        .then((results) => {
          if (results.length !== batch.length)
            throw new Error(`collect_telemetry answered ${results.length} results for ${batch.length} beacons`);
          // Anything but true or null is read as dropped: never counted by mistake.
          batch.forEach((p, i) => p.resolve(results[i] === true ? true : results[i] === null ? null : false));
        })
        .catch((error: unknown) => batch.forEach((p) => p.reject(error)))
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };

  return (item) =>
    new Promise<StoreResult>((resolve, reject) => {
      queue.push({ item, chars: JSON.stringify(item).length, resolve, reject });
      pump();
    });
}
