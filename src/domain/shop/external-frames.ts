/**
 * Pages of other sites the shop shows in frames, by origin: the content security policy allows exactly these.
 * The education page embeds the grading institute's interactive 4Cs; Contact Us embeds the store's map
 * (the shop settings' mapEmbedUrl must point at one of the map origins).
 */
export const GRADING_FRAMES_ORIGIN = 'https://4cs.gia.edu';
export const MAP_FRAME_ORIGINS = ['https://www.google.com', 'https://maps.google.com'] as const;
export const FRAME_ORIGINS: readonly string[] = [GRADING_FRAMES_ORIGIN, ...MAP_FRAME_ORIGINS];
