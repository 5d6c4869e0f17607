/**
 * obscenity's English words as they are written ("ass", "bitch"), optional letters included and any
 * wildcard read as "u": the inputs that the screening tests put to the matchers.
 */
import { englishDataset, SyntaxKind, type Node } from "obscenity";

const spell = (node: Node): string =>
  node.kind === SyntaxKind.Literal
    ? String.fromCodePoint(...node.chars)
    : node.kind === SyntaxKind.Optional
      ? spell(node.childNode)
      : "u";

export const OBSCENITY_WORDS: readonly string[] = englishDataset
  .build()
  .blacklistedTerms.map(({ pattern }) => pattern.nodes.map(spell).join(""));
