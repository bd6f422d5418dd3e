/** Local accounts seeded on a fresh database (docs/product/overview.md#local-accounts). */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'password123' },
  editor: { email: 'editor@example.com', password: 'password123' },
  reader: { email: 'reader@example.com', password: 'password123' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
