// How patent records enter the mock's database, and when each did: what 新增 of a saved patent
// search counts (handlers/saved-searches.ts). A seeded record entered when its latest publication
// came out (00:00 China time of that day, the office's gazette day); a record imported while the
// service runs (importPublications: a new application's first publication, or a later publication
// of one already held, such as a grant) entered at the moment of its import. Imported records are
// kept by the store (store-state.ts) and come back after a restart.
//
// An import puts a new array in place of db().patents, so every cache keyed on that array (the
// search index of data/patent-store.ts, the value rows, the report figures) is rebuilt on next use.

import { isCalendarDay, isValidApplicationNumber } from '../../src/contract/validators';
import { db } from './data';
import { noteWrite } from './envelope';

/** A record imported while the service ran, and when. */
export interface ImportedPatent {
  /** The patent's id (the store's row id). */
  id: string;
  patent: API.Patent;
  /** ISO time it entered the database. */
  addedAt: string;
}

interface Intake {
  /** db().patents before any import (the seed, with what the divisional pass adds). */
  base: API.Patent[];
  /** The array this module put in place: while db().patents is it, `imported` holds. */
  list: API.Patent[];
  imported: ImportedPatent[];
  addedAt: Map<string, string>;
}

let intake: Intake | undefined;

/** The intake of the data set being served; a reset data set (resetDb) starts a fresh one. */
function current(): Intake {
  const patents = db().patents;
  if (!intake || intake.list !== patents)
    intake = { base: patents, list: patents, imported: [], addedAt: new Map() };
  return intake;
}

/** The day of a record's latest publication (`publications`, or `publicationDate`). */
export function latestPublicationDay(patent: API.Patent): string {
  let day = patent.publicationDate;
  for (const publication of patent.publications ?? [])
    if (publication.date > day) day = publication.date;
  return day;
}

/** When a record entered the database: its import, or 00:00 China time of its latest publication. */
export function addedAtOf(patent: API.Patent): number {
  const imported = current().addedAt.get(patent.id);
  if (imported) return Date.parse(imported);
  return Date.parse(`${latestPublicationDay(patent)}T00:00:00+08:00`);
}

/** Rebuilds db().patents from the base and the imported records, in one new array. */
function install(state: Intake, imported: ImportedPatent[]): void {
  const byId = new Map(imported.map((entry) => [entry.id, entry.patent]));
  const replaced = state.base.map((patent) => byId.get(patent.id) ?? patent);
  const held = new Set(state.base.map((patent) => patent.id));
  const added = imported.filter((entry) => !held.has(entry.id)).map((entry) => entry.patent);
  const list = [...replaced, ...added];
  db().patents = list;
  intake = {
    base: state.base,
    list,
    imported,
    addedAt: new Map(imported.map((entry) => [entry.id, entry.addedAt])),
  };
}

/** What is wrong with a record to import, in English for the operator; null when it is usable. */
function problemOf(patent: API.Patent, others: readonly API.Patent[]): string | null {
  if (typeof patent !== 'object' || patent === null) return 'it is not an object';
  const { id, applicationNumber, title, publicationNumber, publicationDate } = patent;
  if (typeof id !== 'string' || !id.trim()) return 'it has no id';
  if (typeof title !== 'string' || !title.trim()) return `${id} has no title`;
  if (!isValidApplicationNumber(applicationNumber)) return `${id} has no valid application number`;
  if (typeof publicationNumber !== 'string' || !isCalendarDay(publicationDate))
    return `${id} has no publication number and day`;
  if (!Array.isArray(patent.applicants)) return `${id} has no applicants`;
  const clash = others.find((p) => p.id !== id && p.applicationNumber === applicationNumber);
  if (clash) return `${id} has the application number of ${clash.id}`;
  return null;
}

/**
 * Imports new publications: each record is added, or replaces the record of the same id (a later
 * publication of that application); each counts as entered at `at`. Throws, changing nothing,
 * when a record is not usable. Returns the records as they are now held.
 */
export function importPublications(records: API.Patent[], at: Date = new Date()): API.Patent[] {
  const state = current();
  const addedAt = at.toISOString();
  const ids = new Set<string>();
  const incoming = state.list.filter((p) => !records.some((r) => r.id === p.id));
  for (const record of records) {
    const problem = problemOf(record, [...incoming, ...records]);
    if (problem) throw new Error(`cannot import the publication: ${problem}`);
    if (ids.has(record.id)) throw new Error(`cannot import ${record.id} twice in one import`);
    ids.add(record.id);
  }
  const kept = state.imported.filter((entry) => !ids.has(entry.id));
  install(state, [...kept, ...records.map((patent) => ({ id: patent.id, patent, addedAt }))]);
  // Kept at once, as a write request's changes are (store.ts).
  noteWrite();
  return records;
}

/** The records imported so far, oldest import first (what the store keeps). */
export function importedPatents(): readonly ImportedPatent[] {
  return current().imported;
}

/** Puts kept imports back in place (store-state.ts applyState). */
export function replaceImportedPatents(list: readonly ImportedPatent[]): void {
  const state = current();
  install({ ...state, list: state.base }, [...list]);
}
