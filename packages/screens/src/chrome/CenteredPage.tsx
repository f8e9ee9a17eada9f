import { CenteredPage as Page, type CenteredPageProps as PageProps } from '@admission/ui';
import { product } from './product';

export type CenteredPageProps = Omit<PageProps, 'productName' | 'copyright'>;

/** ui's centred page with the product's name in its header and its line in the footer. */
export function CenteredPage(props: CenteredPageProps) {
  return <Page productName={product.name} copyright={product.copyright} {...props} />;
}
