import { addBook } from '../catalogue.ts';
import { information } from '../en-MY/information.ts';

/** The information pages' words (policies, guides, the showroom), in every language: each information screen imports this. */
addBook('information', { 'en-MY': information });
