import { CandidateLayout as Layout, type CandidateLayoutProps as LayoutProps } from '@admission/ui';
import { product } from './product';

export type CandidateLayoutProps = Omit<LayoutProps, 'productName' | 'copyright'>;

/**
 * ui's signed-in page with the product's name heading it (« Admission en ligne ») and its line in
 * the footer (« Cell-INF/Admission 2025. Tous droits réservés. »).
 */
export function CandidateLayout(props: CandidateLayoutProps) {
  return <Layout productName={product.name} copyright={product.copyright} {...props} />;
}
