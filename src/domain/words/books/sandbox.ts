import { addBook } from '../catalogue.ts';
import { sandbox } from '../en-MY/sandbox.ts';

/** The payment sandbox's words (its bank page and answers), in every language: the sandbox's files import this (the server only). */
addBook('sandbox', { 'en-MY': sandbox });
