import { SERVICES } from '../constants';
import { get, post, type CallOptions, type Query } from './request';

// 机构与产品: the administrators' directory — service agencies, financial institutions, financial
// products and experts. Each change names the record's version the administrator saw (a stale
// one: VERSION_CONFLICT with the record now).
const admin = `${SERVICES.website.prefix}/api/authFront/admin` as const;

const AGENCIES = `${admin}/agency/find` as const;
const INSTITUTIONS = `${admin}/institution/find` as const;
const PRODUCTS = `${admin}/product/find` as const;
const EXPERTS = `${admin}/expert/find` as const;

export type AgencyQuery = Query<typeof AGENCIES>;
export type InstitutionQuery = Query<typeof INSTITUTIONS>;
export type ProductQuery = Query<typeof PRODUCTS>;
export type ExpertQuery = Query<typeof EXPERTS>;

/** What every kind's change names: the record and the version it was based on. */
type Versioned = { id: string; version: number };
const keyOf = ({ id, version }: Versioned) => ({ id, version });

// ------------------------------------------------------------------ 服务机构

export async function findAdminAgencies(query: AgencyQuery, options?: CallOptions) {
  return get(AGENCIES, query, options);
}

export async function getAdminAgency(id: string, options?: CallOptions) {
  return get(`${admin}/agency/detail`, { id }, options);
}

export async function createAgency(input: API.AgencyInput, options?: CallOptions) {
  return post(`${admin}/agency/create`, input, options);
}

export async function updateAgency(
  record: Versioned,
  input: API.AgencyInput,
  options?: CallOptions,
) {
  return post(`${admin}/agency/update`, { ...input, ...keyOf(record) }, options);
}

export async function disableAgency(record: Versioned, reason: string, options?: CallOptions) {
  return post(`${admin}/agency/disable`, { ...keyOf(record), reason }, options);
}

export async function enableAgency(record: Versioned, options?: CallOptions) {
  return post(`${admin}/agency/enable`, keyOf(record), options);
}

// ------------------------------------------------------------------ 金融机构

export async function findAdminInstitutions(query: InstitutionQuery, options?: CallOptions) {
  return get(INSTITUTIONS, query, options);
}

export async function getAdminInstitution(id: string, options?: CallOptions) {
  return get(`${admin}/institution/detail`, { id }, options);
}

export async function createInstitution(input: API.InstitutionInput, options?: CallOptions) {
  return post(`${admin}/institution/create`, input, options);
}

export async function updateInstitution(
  record: Versioned,
  input: API.InstitutionInput,
  options?: CallOptions,
) {
  return post(`${admin}/institution/update`, { ...input, ...keyOf(record) }, options);
}

export async function disableInstitution(record: Versioned, reason: string, options?: CallOptions) {
  return post(`${admin}/institution/disable`, { ...keyOf(record), reason }, options);
}

export async function enableInstitution(record: Versioned, options?: CallOptions) {
  return post(`${admin}/institution/enable`, keyOf(record), options);
}

// ------------------------------------------------------------------ 金融产品

export async function findAdminProducts(query: ProductQuery, options?: CallOptions) {
  return get(PRODUCTS, query, options);
}

export async function getAdminProduct(id: string, options?: CallOptions) {
  return get(`${admin}/product/detail`, { id }, options);
}

export async function createProduct(input: API.ProductInput, options?: CallOptions) {
  return post(`${admin}/product/create`, input, options);
}

export async function updateProduct(
  record: Versioned,
  input: API.ProductInput,
  options?: CallOptions,
) {
  return post(`${admin}/product/update`, { ...input, ...keyOf(record) }, options);
}

export async function disableProduct(record: Versioned, reason: string, options?: CallOptions) {
  return post(`${admin}/product/disable`, { ...keyOf(record), reason }, options);
}

export async function enableProduct(record: Versioned, options?: CallOptions) {
  return post(`${admin}/product/enable`, keyOf(record), options);
}

// ------------------------------------------------------------------ 专家

export async function findAdminExperts(query: ExpertQuery, options?: CallOptions) {
  return get(EXPERTS, query, options);
}

export async function getAdminExpert(id: string, options?: CallOptions) {
  return get(`${admin}/expert/detail`, { id }, options);
}

export async function createExpert(input: API.ExpertInput, options?: CallOptions) {
  return post(`${admin}/expert/create`, input, options);
}

export async function updateExpert(
  record: Versioned,
  input: API.ExpertInput,
  options?: CallOptions,
) {
  return post(`${admin}/expert/update`, { ...input, ...keyOf(record) }, options);
}

export async function disableExpert(record: Versioned, reason: string, options?: CallOptions) {
  return post(`${admin}/expert/disable`, { ...keyOf(record), reason }, options);
}

export async function enableExpert(record: Versioned, options?: CallOptions) {
  return post(`${admin}/expert/enable`, keyOf(record), options);
}
