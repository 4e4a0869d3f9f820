/**
 * The words of the Resource Center and of a blog post's page around the posts (which are shown as
 * the API serves them, marked lang="en"). One object of this type per language (./copy-en.ts,
 * ./copy-hi.ts).
 */
export interface BlogCopy {
  /** Search-engine title of the list: "Resource Center: Blog | <company>". */
  listTitle: (companyName: string) => string;
  listDescription: string;
  /** The list's name: eyebrow of the list and of a post, and breadcrumb. */
  resourceCenter: string;
  /** The locale-free path of the list that "Back to all blogs" links. */
  listPath: string;
  heading: string;
  text: string;
  allHeading: string;
  empty: {
    lead: string;
    text: string;
    /** "Meanwhile, our chemists are glad to answer your questions: <enquiry link> or write to <e-mail>." */
    ask: string;
    enquiry: string;
    orWrite: string;
    end: string;
  };
  /** The card's closing line. */
  readMore: string;
  /** A post's search-engine description, from its excerpt and title. */
  postDescription: (title: string, excerpt: string) => string;
  backToAll: string;
  /** Before the post's date. */
  published: string;
  askTeam: string;
}
