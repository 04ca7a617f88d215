import { addBook } from '../catalogue.ts';
import { cms } from '../en-MY/cms.ts';

/** The back-office's words, in every language: each back-office screen that reads them imports this. */
addBook('cms', { 'en-MY': cms });
