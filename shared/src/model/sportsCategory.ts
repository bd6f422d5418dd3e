import { idOf, textOr } from './text.ts';

/** The colour of a category that has none (or an unusable one). */
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

export interface SportsCategoryRow {
  id?: string | number | null;
  name?: string | null;
  slug?: string | null;
  icon?: string | null;
  color?: string | null;
  is_active?: boolean | null;
  created_at?: string | null;
}

/** Client shape of a sports_categories row. */
export interface SportsCategory {
  id: string;
  name: string;
  slug: string;
  /** Usually an emoji; '' when none. */
  icon: string;
  /** Always a #RRGGBB colour, safe to put in CSS. */
  color: string;
  isActive: boolean;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Rows without an id, name or a URL-safe slug are dropped; a bad colour becomes the default. */
export function mapSportsCategoryRow(row: SportsCategoryRow): SportsCategory | null {
  const id = idOf(row.id);
  const name = textOr(row.name).trim();
  const slug = textOr(row.slug).trim();
  if (!id || !name || !SLUG.test(slug)) return null;
  const color = textOr(row.color).trim();
  return {
    id,
    name,
    slug,
    icon: textOr(row.icon).trim(),
    color: HEX_COLOR.test(color) ? color : DEFAULT_CATEGORY_COLOR,
    isActive: row.is_active !== false,
  };
}

export function mapSportsCategoryRows(rows: readonly SportsCategoryRow[] | null | undefined): SportsCategory[] {
  return (rows ?? []).flatMap((row) => {
    const category = mapSportsCategoryRow(row);
    return category ? [category] : [];
  });
}
