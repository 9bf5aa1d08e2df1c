import Typography from '@mui/material/Typography';
import { PostCover, PostMeta } from './PostCard';
import type { BlogPost } from './queries';

/** A post's article: shared by the server's render and the Apollo part that takes over. */
export function PostArticle({ post }: { post: BlogPost }) {
  return (
    <article>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {post.title}
      </Typography>
      <PostMeta post={post} />
      <Typography variant="subtitle1" component="p" sx={{ my: 2 }}>
        {post.excerpt}
      </Typography>
      <PostCover src={post.coverImage} height="whole" />
      {/* the body is plain text: paragraphs are blank-line separated, never HTML */}
      {post.body.split(/\n{2,}/).map((paragraph, index) => (
        <Typography key={index} sx={{ mt: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </article>
  );
}
