/** The words of the productList screens, one section per screen or part (src/web). */
export const productList = {
  advancedSearch: {
    advancedSearch: 'Advanced Search',
    back: 'Back',
    searchNow: 'Search Now',
    close: 'Close',
    chooseShapesAndA: 'Choose shapes and a price range, then Search Now.',
  },
  comingSoon: {
    comingSoon: 'Coming soon',
    noDesignsMatchYet: 'No designs match yet',
    newDesigns: 'New designs',
    nothingInThisCollection: 'Nothing in this collection matches those shapes and prices just now. Widen the search, or let our curators design one for you.',
    ourArtisansAreFinishing: 'Our artisans are finishing the pieces for this collection. In the meantime, explore our designs, or visit us in Kuala Lumpur for a one-to-one consultation.',
    clearFilters: 'Clear filters',
    viewAllProducts: 'View all products',
    contactUs: 'Contact us',
  },
  priceRange: {
    priceMyr: 'Price (MYR)',
    minPrice: 'Min price',
    maxPrice: 'Max price',
  },
  productGrid: {
    loadingMoreDesigns: 'Loading more designs…',
    loadMore: 'Load More',
  },
  productListScreen: {
    search: 'Search',
    collection: 'Collection',
    designs: 'Designs',
    searching: 'Searching…',
    advancedSearch: 'Advanced Search',
    loadingDesigns: 'Loading designs…',
    design: 'design',
    designs2: 'designs',
    filteredBy: 'Filtered by',
    clear: 'Clear',
  },
  productTile: {
    metalColours: 'Metal colours',
  },
  shapeToggles: {
    shape: 'Shape',
  },
  shopByStyles: {
    shopByStyles: 'Shop by Styles',
    styles: '{name} styles',
  },
  card: {
    whiteGold: 'White gold',
    roseGold: 'Rose gold',
    yellowGold: 'Yellow gold',
    sterlingSilver: 'Sterling silver',
    platinum: 'Platinum',
  },
  place: {
    searchResultsFor: 'Search results for “{keyword}”',
    allProducts: 'All Products',
    shopDesignsFromOur: 'Shop {what} designs from our Kuala Lumpur atelier: certified diamonds, 18K gold and platinum, free shipping and free 30-day returns.',
    designsMatchingEngagementRings: 'Designs matching “{keyword}”: engagement rings, wedding bands, rings and pendants crafted in Kuala Lumpur.',
    everyDesignInOur: 'Every design in our collection: engagement rings, wedding bands, rings, necklaces and pendants, crafted in Kuala Lumpur.',
  },
} as const;
