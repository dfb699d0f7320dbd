// What the compatibility checks read of a build and of the shell's expectations.
import type { Bundle } from 'site-manifest';

/** A package a build shares through Module Federation, as its mf-manifest.json lists it. */
export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** What the checks read of a bundle's mf-manifest.json. */
export interface BuildManifest {
  /** The federation container. */
  name: string;
  exposes?: { name: string; path?: string }[];
  shared?: SharedEntry[];
}

/**
 * What the shell loads from one remote: a list of modules (shell releases recorded before the site
 * manifest: an object of names).
 */
export interface ContractEntry {
  container: string;
  modules: string[] | Record<string, string>;
}

/** What the shell loads from each remote, by remote key. */
export type Contract = Record<string, ContractEntry>;

/** A bundle a candidate is composed with, as it is live (or at a composition a rollback returns to). */
export interface Neighbour {
  bundle: Bundle;
  live: { label: string; manifest: BuildManifest };
}
