import { addBook } from '../catalogue.ts';
import { mail } from '../en-MY/mail.ts';

/** The e-mails' words, in every language: each e-mail the shop writes imports this (the server only). */
addBook('mail', { 'en-MY': mail });
