import { gql, type TypedDocumentNode } from '@apollo/client';

export interface BlogPost {
  slug: string;
  language: string;
  title: string;
  excerpt: string;
  body: string;
  coverImage: string | null;
  author: string;
  date: string;
}

export type PostSummary = Omit<BlogPost, 'body'>;

export const ALL_POSTS: TypedDocumentNode<
  { allPosts: PostSummary[]; postCount: number },
  { language: string; skip: number; first: number }
> = gql`
  query AllPosts($language: String!, $skip: Int!, $first: Int!) {
    allPosts(language: $language, skip: $skip, first: $first) {
      slug
      language
      title
      excerpt
      coverImage
      author
      date
    }
    postCount(language: $language)
  }
`;

export const POST: TypedDocumentNode<{ post: BlogPost | null }, { language: string; slug: string }> = gql`
  query Post($language: String!, $slug: String!) {
    post(language: $language, slug: $slug) {
      slug
      language
      title
      excerpt
      body
      coverImage
      author
      date
    }
  }
`;
