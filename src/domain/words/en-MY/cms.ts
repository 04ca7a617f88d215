/** The back-office's screens (staff). */
export const cms = {
  inventory: {
    stones: { one: '{count} stone', other: '{count} stones' },
    sort: 'Sort',
    searchingInventory: 'Searching the inventory…',
    noMatch: 'No offered stone matches these filters.',
    pages: 'Pages',
  },
  order: {
    stonesHeldUntil: 'Stones held until',
  },
} as const;
