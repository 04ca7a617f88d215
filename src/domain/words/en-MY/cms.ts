/** The words of the cms screens, one section per screen or part (src/web). */
export const cms = {
  inventorySearch: {
    stones: {
      one: '{count} stone',
      other: '{count} stones',
    },
    sort: 'Sort',
    searchingInventory: 'Searching the inventory…',
    noMatch: 'No offered stone matches these filters.',
    pages: 'Pages',
  },
  order: {
    stonesHeldUntil: 'Stones held until',
  },
} as const;
