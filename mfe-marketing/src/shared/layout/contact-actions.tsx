import styled from '@emotion/styled';
import { Button, actionAttribute, useContactAction, useServiceAction } from 'shared-ui';
import { ON_DARK_TEXT } from '../style/gradient';
import { ButtonRow } from './section';

const LightOutline = styled(Button)({ color: ON_DARK_TEXT });

export interface ContactActionsProps {
  /** Label of the button that opens the Contact Us dialog. */
  primary: string;
  /** Label of the outline button that shows the service notice. */
  secondary: string;
  center?: boolean;
  /** White outline text, for the hero's photo background. */
  light?: boolean;
}

/** The pages' pair of large actions: contact us, and learn about the services. */
export function ContactActions({ primary, secondary, center = false, light = false }: ContactActionsProps) {
  const openContact = useContactAction();
  const showService = useServiceAction();
  const Secondary = light ? LightOutline : Button;
  return (
    <ButtonRow $center={center}>
      <Button size="lg" onClick={openContact} {...actionAttribute('contact')}>
        {primary}
      </Button>
      <Secondary size="lg" variant="outline" onClick={showService} {...actionAttribute('service')}>
        {secondary}
      </Secondary>
    </ButtonRow>
  );
}
