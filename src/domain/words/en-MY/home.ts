/** The words of the home screens, one section per screen or part (src/web). */
export const home = {
  bridalEdit: {
    intro: 'Bands to sit beside her engagement ring, or to shine on their own.',
    womenSWeddingRings: 'Women\'s Wedding Rings',
    theBridalEdit: 'The Bridal Edit',
  },
  brideEdit: {
    menSWeddingRings: 'Men\'s Wedding Rings',
    theBrideEdit: 'The Bride Edit',
    menSWeddingRings2: 'Men\'s wedding rings',
  },
  categorySection: {
    fineJewellery: 'Fine Jewellery',
    shopByCategory: 'Shop by Category',
    categories: 'Categories',
  },
  giftTiles: {
    theGiftGuide: 'The Gift Guide',
    giftsToTreasure: 'Gifts to Treasure',
    shopGifts: 'Shop Gifts',
  },
  heroBanner: {
    kilauFineJewelleryKuala: 'Kilau Fine Jewellery · Kuala Lumpur',
    seasonalCollections: 'Seasonal collections',
  },
  proposeBanner: {
    theProposalRing: 'The Proposal Ring',
  },
  reviewsSection: {
    ratedOutOf: 'Rated {rate} out of {REVIEWSTARS}',
    googleReview: 'Google review',
    opensInANew: '(opens in a new tab)',
    kindWords: 'Kind Words',
    ourCustomerReviews: 'Our Customer Reviews',
    customerReviews: 'Customer reviews',
    seeMoreReview: 'See More Review',
  },
  shapesSection: {
    naturalLabGrown: 'Natural & Lab-Grown',
    shopDiamondsByShape: 'Shop Diamonds by Shape',
    diamondShapes: 'Diamond shapes',
  },
} as const;
