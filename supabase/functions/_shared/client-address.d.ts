// Types of client-address.js (the rule itself and its reasons are there).

/** Which header names the client, and how many of the operator's proxies append after the one that saw it. */
export interface ClientAddressSetting {
  /** A header name in lower case, e.g. `cf-connecting-ip`, `x-real-ip`, `x-forwarded-for`. */
  header: string;
  /** Entries to skip from the right of a list header (0: the last); always 0 for other headers. */
  proxies: number;
}

/** The variables that hold the setting. */
export declare const CLIENT_ADDRESS_ENV: Readonly<{
  header: 'CLIENT_ADDRESS_HEADER';
  proxies: 'CLIENT_ADDRESS_PROXIES';
}>;

/** Headers that carry a list of addresses, each proxy appending the one it saw. */
export declare const LIST_HEADERS: readonly string[];

/** The setting from the environment; null when CLIENT_ADDRESS_HEADER is unset. Throws on an unusable value. */
export declare function readClientAddressSetting(
  get: (name: string) => string | undefined,
): ClientAddressSetting | null;

/**
 * The client's address in canonical form, or null when unknown: with a setting, from the named
 * header only; without one, the connection's peer when given.
 */
export declare function clientAddress(
  setting: ClientAddressSetting | null,
  header: (name: string) => string | null | undefined,
  peer?: string | null,
): string | null;

/** An address as proxies write it (with a port, in brackets, IPv4-mapped), in canonical form; null when it is none. */
export declare function canonicalAddress(text: string): string | null;
