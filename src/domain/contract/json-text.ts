/**
 * An answer the shop's own typed code has already written as JSON: a diamond search's page, joined from the kept
 * JSON of each stone, so a search nobody made before does not serialise its stones again (they are settled per index).
 */
export class JsonText {
  constructor(readonly text: string) {}
}
