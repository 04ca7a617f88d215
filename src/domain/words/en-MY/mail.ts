/** The shop's e-mails: subjects and bodies. */
export const mail = {
  order: {
    stayReserved: 'Your diamonds stay reserved for you until {when}.',
  },
} as const;
