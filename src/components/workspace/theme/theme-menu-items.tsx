import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';

import { densities, isDensity, isThemeChoice, themeChoices } from './prefs';
import { themeStrings as s } from './strings';
import { usePrefs } from './use-prefs';

// A choice changes the look at once and leaves the menu open, so the user sees it and may pick again.
const keepOpen = (event: Event) => event.preventDefault();

/** The user menu's theme and table density choices, each a group of radio items. */
export function ThemeMenuItems() {
  const { prefs, setTheme, setDensity } = usePrefs();
  return (
    <>
      <DropdownMenuLabel>{s.theme}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-label={s.theme}
        value={prefs.theme}
        onValueChange={(value) => {
          if (isThemeChoice(value)) setTheme(value);
        }}
      >
        {themeChoices.map((choice) => (
          <DropdownMenuRadioItem key={choice} value={choice} onSelect={keepOpen}>
            {s.themeChoice[choice]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{s.density}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-label={s.density}
        value={prefs.density}
        onValueChange={(value) => {
          if (isDensity(value)) setDensity(value);
        }}
      >
        {densities.map((density) => (
          <DropdownMenuRadioItem key={density} value={density} onSelect={keepOpen}>
            {s.densityChoice[density]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
    </>
  );
}
